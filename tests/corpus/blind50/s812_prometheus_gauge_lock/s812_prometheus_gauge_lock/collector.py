from typing import Dict

from .gauges import Counter, Gauge


class SchedulerMetricsCollector:
    def __init__(self, labels: Dict[str, str]):
        self.labels = labels
        self.num_running_reqs = Gauge(
            name="sglang:num_running_reqs",
            documentation="The number of running requests.",
            labelnames=tuple(labels.keys()),
        ).labels(**labels)
        self.token_usage = Gauge(
            name="sglang:token_usage",
            documentation="The token usage.",
            labelnames=tuple(labels.keys()),
        ).labels(**labels)
        self.generation_tokens_total = Counter(
            name="sglang:generation_tokens_total",
            documentation="Number of generation tokens processed.",
            labelnames=tuple(labels.keys()),
        ).labels(**labels)

    def log_stats(self, num_running_reqs: int, num_used_tokens: int, max_total_tokens: int) -> None:
        self.num_running_reqs.set(num_running_reqs)
        self.token_usage.set(num_used_tokens / max_total_tokens)
        self.generation_tokens_total.inc(num_running_reqs)
