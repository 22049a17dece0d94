"""Forward-pass counters with pluggable sinks and periodic hidden-state dumps."""
import json
import time
from dataclasses import dataclass

import torch


@dataclass(frozen=True)
class ObservabilityConfig:
    metrics_sink: str = "memory"
    metrics_file: str = "/tmp/forward_metrics.jsonl"
    dump_every_n_steps: int = 0
    dump_prefix: str = "/tmp/hidden_dump"


class FileMetricsSink:
    def __init__(self, path: str):
        self.path = path

    def record(self, name: str, value) -> None:
        with open(self.path, "a") as f:
            f.write(json.dumps({"ts": time.time(), "name": name, "value": value}) + "\n")


class InMemoryMetricsSink:
    def __init__(self, path: str = ""):
        self.values = {}

    def record(self, name: str, value) -> None:
        self.values[name] = self.values.get(name, 0) + value


SINK_REGISTRY = {"memory": InMemoryMetricsSink, "file": FileMetricsSink}


def make_sink(config: ObservabilityConfig):
    return SINK_REGISTRY[config.metrics_sink](config.metrics_file)


class ForwardStats:
    def __init__(self, config: ObservabilityConfig):
        self.config = config
        self.sink = make_sink(config)
        self.step = 0

    def on_forward(self, hidden_states: torch.Tensor) -> None:
        self.step += 1
        self.sink.record("forward_calls", 1)
        self.sink.record("num_tokens", hidden_states.shape[0])
        every = self.config.dump_every_n_steps
        if every and self.step % every == 0:
            self._dump(hidden_states)

    def _dump(self, hidden_states: torch.Tensor) -> None:
        path = f"{self.config.dump_prefix}_{self.step}.pt"
        print(f"[forward-stats] dumping hidden states to {path}")
        torch.save(hidden_states.detach().cpu(), path)
