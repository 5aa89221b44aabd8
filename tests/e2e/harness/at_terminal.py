"""Runs a command on a pseudo-terminal as a person at a keyboard would: waits for PROMPT, types
LINE and Enter, and prints everything the terminal showed (stdout), then exits with the
command's code. What the terminal echoed of LINE, if anything, is in that output.

    at_terminal.py PROMPT LINE -- command args...
"""
import os
import pty
import select
import sys
import time


def main():
    prompt, line = sys.argv[1].encode(), sys.argv[2].encode()
    command = sys.argv[sys.argv.index("--") + 1:]
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    shown = b""
    typed = False
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            shown += chunk
        if not typed and prompt in shown:
            # The prompt is out: the command has set its terminal up for the answer.
            os.write(fd, line + b"\r")
            typed = True
    _, status = os.waitpid(pid, 0)
    sys.stdout.write(shown.decode("utf-8", "replace"))
    sys.exit(os.waitstatus_to_exitcode(status))


main()
