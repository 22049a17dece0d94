import dataclasses
from typing import Any, Dict, Optional

import torch

GLOBAL_SERVER_ARGS_KEYS = [
    "attention_backend",
    "sampling_backend",
    "enable_nan_detection",
    "enable_deterministic_inference",
    "triton_attention_reduce_in_fp32",
]

global_server_args_dict: Dict[str, Any] = {
    "attention_backend": "torch_native",
    "sampling_backend": "pytorch",
    "enable_nan_detection": False,
    "enable_deterministic_inference": False,
    "triton_attention_reduce_in_fp32": False,
}


def update_global_server_args(server_args) -> None:
    for key in GLOBAL_SERVER_ARGS_KEYS:
        if hasattr(server_args, key):
            global_server_args_dict[key] = getattr(server_args, key)


@dataclasses.dataclass
class SamplingBatchInfo:
    temperatures: torch.Tensor
    top_ps: Optional[torch.Tensor] = None
    is_all_greedy: bool = True
    need_min_p_sampling: bool = False

    @classmethod
    def greedy(cls, batch_size: int) -> "SamplingBatchInfo":
        return cls(temperatures=torch.ones(batch_size, 1), is_all_greedy=True)
