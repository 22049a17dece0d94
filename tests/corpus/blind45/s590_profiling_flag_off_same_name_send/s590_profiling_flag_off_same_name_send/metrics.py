import json
import os
import time


class MetricsExporter:
    """Appends per-stage timings to a JSONL file picked up by the serving dashboard."""

    def __init__(self, path: str):
        self.path = path
        self.pid = os.getpid()

    def send(self, name: str, value: float) -> None:
        record = {"ts": time.time(), "pid": self.pid, "name": name, "value": value}
        with open(self.path, "a") as f:
            f.write(json.dumps(record) + "\n")
