"""Detects hung collectives: if no heartbeat arrives for ``timeout_s`` the
watchdog thread dumps stacks and aborts the worker."""
from __future__ import annotations

import dataclasses
import faulthandler
import os
import sys
import threading
import time
from typing import Optional

import torch


@dataclasses.dataclass
class WatchdogConfig:
    timeout_s: float = 600.0
    poll_s: float = 5.0
    abort_on_hang: bool = True


class StepWatchdog:
    def __init__(self, cfg: WatchdogConfig = WatchdogConfig()):
        self.cfg = cfg
        self._last_beat = time.monotonic()
        self._last_step = -1
        self._thread: Optional[threading.Thread] = None
        self._stop = threading.Event()

    def start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._loop, name="step-watchdog", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    # The heartbeat touches wall-clock state; keep it out of the graph.
    @torch.compiler.disable
    def heartbeat(self, step: int) -> None:
        self._last_beat = time.monotonic()
        self._last_step = step

    def _loop(self) -> None:
        while not self._stop.wait(self.cfg.poll_s):
            if time.monotonic() - self._last_beat > self.cfg.timeout_s:
                faulthandler.dump_traceback(file=sys.stderr, all_threads=True)
                if self.cfg.abort_on_hang:
                    os.abort()
