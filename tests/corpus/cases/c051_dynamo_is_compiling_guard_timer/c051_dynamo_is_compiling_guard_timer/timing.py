import time

import torch._dynamo


class Timer:
    def __init__(self):
        self.elapsed = []

    def mark(self) -> None:
        if not torch._dynamo.is_compiling():
            self.elapsed.append(time.perf_counter())
