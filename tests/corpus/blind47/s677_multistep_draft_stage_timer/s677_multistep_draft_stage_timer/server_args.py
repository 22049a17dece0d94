"""Subset of the server arguments relevant to speculative decoding."""
from dataclasses import dataclass


@dataclass
class SpeculativeArgs:
    speculative_algorithm: str = "EAGLE"
    speculative_num_steps: int = 3
    speculative_eagle_topk: int = 1
    speculative_num_draft_tokens: int = 4
    enable_metrics: bool = True
    draft_temperature: float = 0.0


SERVER_ARGS = SpeculativeArgs()
