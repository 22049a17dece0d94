import time


class StepTimer:
    def __init__(self):
        self.last_start = 0.0
        self.history: list[float] = []

    def start(self) -> None:
        self.last_start = time.perf_counter()


STEP_TIMER = StepTimer()
