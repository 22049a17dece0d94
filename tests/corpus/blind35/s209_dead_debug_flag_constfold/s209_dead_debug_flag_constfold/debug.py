import json
import os
import time

import torch

from . import envs


def dump_state(tag: str, state: torch.Tensor) -> None:
    os.makedirs(envs.SSM_DUMP_DIR, exist_ok=True)
    record = {
        "tag": tag,
        "time": time.time(),
        "max_abs": state.abs().max().item(),
        "values": state.flatten()[:16].tolist(),
    }
    with open(os.path.join(envs.SSM_DUMP_DIR, f"{tag}.json"), "w") as f:
        json.dump(record, f)
