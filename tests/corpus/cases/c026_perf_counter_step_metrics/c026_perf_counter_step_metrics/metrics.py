import time


class StepTimer:
    def __init__(self):
        self.samples = []
        self._t0 = 0.0

    def start(self) -> None:
        self._t0 = time.perf_counter()

    def stop(self) -> None:
        self.samples.append(time.perf_counter() - self._t0)
