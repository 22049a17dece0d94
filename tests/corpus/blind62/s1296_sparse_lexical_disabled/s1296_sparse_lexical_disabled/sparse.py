from collections import defaultdict
from typing import Dict, List

import torch

UNUSED_TOKEN_IDS = (0, 1, 2, 3)


@torch.compiler.disable
def lexical_weights_to_dict(
    token_weights: torch.Tensor, input_ids: torch.Tensor
) -> List[Dict[int, float]]:
    results = []
    for weights, ids in zip(token_weights, input_ids):
        acc: Dict[int, float] = defaultdict(float)
        for w, tok in zip(weights.tolist(), ids.tolist()):
            if tok in UNUSED_TOKEN_IDS or w <= 0:
                continue
            acc[tok] = max(acc[tok], w)
        results.append(dict(acc))
    return results


def sparse_relu_weights(hidden_states: torch.Tensor, weight: torch.Tensor, bias: torch.Tensor) -> torch.Tensor:
    return torch.relu(hidden_states @ weight.t() + bias).squeeze(-1)
