import json
import os
from typing import Dict, Iterator, List

_DEFAULT_TABLE = """
{
  "tiny": {"total_flops": 7000, "min_layers": 2, "layer_weights": [1.0, 1.0, 1.0, 0.5, 0.5, 0.5]}
}
"""

# resolved once at import time; the engine overrides it with its own config file
_BUDGETS: Dict[str, dict] = json.loads(os.environ.get("BLIND43_S520_BUDGETS", _DEFAULT_TABLE))
_NUM_HOST_THREADS = os.cpu_count() or 1


def load_budget_table(name: str) -> dict:
    return dict(_BUDGETS[name])


class LayerFlopBudget:
    """Static FLOP accounting: depth is decided from shapes, never from values."""

    def __init__(self, table: dict, flops_per_token_layer: int):
        self.total_flops = int(table["total_flops"])
        self.min_layers = int(table["min_layers"])
        self.layer_weights: List[float] = [float(w) for w in table["layer_weights"]]
        self.flops_per_token_layer = flops_per_token_layer

    def layer_cost(self, layer_idx: int, num_tokens: int) -> float:
        return self.layer_weights[layer_idx] * self.flops_per_token_layer * num_tokens

    def exhausted(self, spent: float, layer_idx: int, num_tokens: int) -> bool:
        if layer_idx < self.min_layers:
            return False
        return spent + self.layer_cost(layer_idx, num_tokens) > self.total_flops

    def active_layers(self, num_tokens: int) -> Iterator[int]:
        spent = 0.0
        for idx in range(len(self.layer_weights)):
            if self.exhausted(spent, idx, num_tokens):
                return
            spent += self.layer_cost(idx, num_tokens)
            yield idx
