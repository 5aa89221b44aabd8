#!/usr/bin/env python3
"""A fake webhook receiver for the end-to-end tests (Python standard library only).

It binds 127.0.0.1 on a free port, prints that port as the first line of stdout, and then:
  POST <any path>    waits --delay-ms, records the request (path, lower-cased headers, body) and answers with the
                     status chosen by --status; the body is {"url": ..., "id": ...} when
                     --publish-url is given (what a CMS answers to a publish), else {"received": true}.
  GET /_requests     the recorded requests, oldest first, as a JSON array.
"""
import argparse
import time

import peer_server


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--status", type=int, default=200, help="status answered to every POST")
    parser.add_argument("--publish-url", default=None, help="answer POSTs with this published url")
    parser.add_argument("--delay-ms", type=int, default=0, help="wait this long before answering")
    args = parser.parse_args()

    class Handler(peer_server.PeerHandler):
        peer_name = "webhook_peer"

        def do_POST(self):
            count = self.record(self.read_body().decode("utf-8", "replace"))
            if args.delay_ms:
                time.sleep(args.delay_ms / 1000.0)
            if args.publish_url is not None:
                payload = {"url": args.publish_url, "id": "remote-%d" % count}
            else:
                payload = {"received": True}
            self.answer(args.status, payload)

    peer_server.serve(Handler)


if __name__ == "__main__":
    main()
