import json
import sys

import torch


def dump_replay_state(tag: str, bucket: int, tensors: dict) -> None:
    """Write a JSON line describing a replay; used when debugging capture mismatches."""
    record = {
        "tag": tag,
        "bucket": bucket,
        "shapes": {k: list(v.shape) for k, v in tensors.items()},
        "sums": {k: float(v.float().sum()) for k, v in tensors.items()},
    }
    sys.stderr.write(json.dumps(record) + "\n")


def assert_finite(t: torch.Tensor, where: str) -> None:
    if not torch.isfinite(t).all():
        raise FloatingPointError(f"non-finite values after {where}")
