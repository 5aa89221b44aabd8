#!/usr/bin/env python3
"""A real SMTP server for the mail tests: Debian's aiosmtpd (python3-aiosmtpd), not a fake.

It listens on 127.0.0.1 on a free port, prints that port as the first line of stdout, and writes
each message it accepts to --out DIR as <n>.json, n counting from 1:
  {"mail_from": ..., "rcpt_tos": [...], "data": "<the message as received>", "tls": bool,
   "auth_user": "<the AUTH login, or null>"}
Options:
  --starttls CERT KEY   offer STARTTLS with this certificate, and require it before MAIL
  --smtps CERT KEY      implicit TLS from the first byte (port 465 style)
  --auth USER:PASSWORD  require AUTH (PLAIN or LOGIN) with these credentials, over TLS only
  --make-cert CERT KEY  first write a throwaway self-signed certificate for 127.0.0.1 and
                        localhost (and its key) to these paths, for the client to trust
  --reject CODE         answer every message with CODE (e.g. 451: a temporary failure, 550:
                        a permanent one) instead of accepting it
"""
import argparse
import json
import os
import socket
import ssl
import sys
import threading
import time

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult

import tls_cert


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", required=True)
    parser.add_argument("--starttls", nargs=2, metavar=("CERT", "KEY"))
    parser.add_argument("--smtps", nargs=2, metavar=("CERT", "KEY"))
    parser.add_argument("--auth", default=None)
    parser.add_argument("--reject", type=int, default=0)
    parser.add_argument("--make-cert", nargs=2, metavar=("CERT", "KEY"))
    args = parser.parse_args()
    if args.make_cert:
        tls_cert.make_cert(*args.make_cert)
    os.makedirs(args.out, exist_ok=True)
    lock = threading.Lock()
    count = [0]

    class Handler:
        async def handle_DATA(self, server, session, envelope):
            if args.reject:
                return "%d Rejected by the test server" % args.reject
            with lock:
                count[0] += 1
                n = count[0]
            record = {
                "mail_from": envelope.mail_from,
                "rcpt_tos": list(envelope.rcpt_tos),
                "data": envelope.content.decode("utf-8", "replace"),
                # STARTTLS or implicit TLS: the connection's transport is TLS either way.
                "tls": server.transport.get_extra_info("sslcontext") is not None,
                "auth_user": session.auth_data.login.decode() if session.auth_data else None,
            }
            path = os.path.join(args.out, "%d.json" % n)
            with open(path + ".tmp", "w") as f:
                json.dump(record, f)
            os.rename(path + ".tmp", path)  # a reader never sees half a file
            sys.stderr.write("smtp_peer: message %d from %s\n" % (n, envelope.mail_from))
            return "250 Message accepted"

    def authenticator(server, session, envelope, mechanism, auth_data):
        user, _, password = args.auth.partition(":")
        ok = auth_data.login.decode() == user and auth_data.password.decode() == password
        # handled=False: aiosmtpd answers the refusal (535) itself.
        return AuthResult(success=ok, handled=False, auth_data=auth_data if ok else None)

    kwargs = {}
    ssl_context = None
    if args.starttls:
        tls = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        tls.load_cert_chain(*args.starttls)
        kwargs.update(tls_context=tls, require_starttls=True)
    if args.smtps:
        ssl_context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ssl_context.load_cert_chain(*args.smtps)
    if args.auth:
        # aiosmtpd counts only STARTTLS as TLS for auth_require_tls; implicit TLS is TLS too.
        kwargs.update(authenticator=authenticator, auth_required=True,
                      auth_require_tls=not args.smtps)
    port = free_port()
    controller = Controller(Handler(), hostname="127.0.0.1", port=port, ssl_context=ssl_context,
                            server_kwargs=kwargs)
    controller.start()
    print(port, flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        controller.stop()


if __name__ == "__main__":
    main()
