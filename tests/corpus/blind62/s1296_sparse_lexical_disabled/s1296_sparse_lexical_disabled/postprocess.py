from dataclasses import dataclass
from typing import Callable, Dict, List, Optional

import torch
import torch.nn.functional as F

from .sparse import lexical_weights_to_dict, sparse_relu_weights


@dataclass
class M3Output:
    dense_vecs: torch.Tensor
    sparse_weights: Optional[torch.Tensor] = None
    lexical: Optional[List[Dict[int, float]]] = None


def make_postprocessor(
    return_dense: bool = True,
    return_sparse: bool = False,
    normalize: bool = True,
) -> Callable[..., M3Output]:
    def postprocess(hidden_states, input_ids, sparse_linear) -> M3Output:
        cls = hidden_states[:, 0]
        dense = F.normalize(cls, dim=-1) if normalize else cls
        out = M3Output(dense_vecs=dense if return_dense else cls)
        if return_sparse:
            weights = sparse_relu_weights(hidden_states, sparse_linear.weight, sparse_linear.bias)
            out.sparse_weights = weights
            out.lexical = lexical_weights_to_dict(weights, input_ids)
        return out

    return postprocess
