"""A real SMTP server for tests (Debian's python3-aiosmtpd): each accepted message becomes one
file <n>.eml in the given folder, written aside then renamed so it appears whole.

While a file named STALL exists in the folder, the server holds every DATA without answering,
as a hung mail server does; when STALL is removed it answers 451 (not stored), so the client's
next attempt is the one that delivers.

Usage: python3 smtp_sink.py <port> <folder>   (prints "ready" once it accepts connections)
"""
import asyncio
import itertools
import os
import signal
import sys
import threading

from aiosmtpd.controller import Controller


class FolderHandler:
    def __init__(self, folder):
        self.folder = folder
        self.counter = itertools.count(1)
        self.stall_flag = os.path.join(folder, "STALL")

    async def handle_DATA(self, server, session, envelope):
        if os.path.exists(self.stall_flag):
            while os.path.exists(self.stall_flag):
                await asyncio.sleep(0.05)
            return "451 4.3.0 Was stalled; try again later"
        number = next(self.counter)
        final = os.path.join(self.folder, f"{os.getpid()}-{number:06d}.eml")
        with open(final + ".tmp", "wb") as out:
            out.write(envelope.original_content)
        os.rename(final + ".tmp", final)
        return "250 2.0.0 Stored"


def main():
    port, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    controller = Controller(FolderHandler(folder), hostname="127.0.0.1", port=port)
    controller.start()
    print("ready", flush=True)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    stop.wait()
    controller.stop()


if __name__ == "__main__":
    main()
