import os
import time

import torch

from .server_args import SERVER_ARGS


def dump_ssm_state(layer_id: int, req_pool_indices: torch.Tensor, state: torch.Tensor) -> None:
    os.makedirs(SERVER_ARGS.dump_dir, exist_ok=True)
    path = os.path.join(SERVER_ARGS.dump_dir, f"layer{layer_id}_{time.time_ns()}.pt")
    torch.save({"req": req_pool_indices.cpu(), "state": state.detach().cpu()}, path)
