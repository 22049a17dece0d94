import os
import pickle

import torch

from . import envs


def dump_logits(tag: str, logits: torch.Tensor) -> None:
    os.makedirs(envs.DUMP_DIR, exist_ok=True)
    with open(os.path.join(envs.DUMP_DIR, f"{tag}.pkl"), "wb") as f:
        pickle.dump(logits.detach().cpu().tolist(), f)
    print(f"[sampler] dumped {tag}: max={logits.max().item():.3f}")
