import os

import torch


@torch.compiler.assume_constant_result
def num_compute_units() -> int:
    env = os.environ.get("HELDOUT_NUM_SMS")
    if env:
        return int(env)
    if torch.cuda.is_available():
        return torch.cuda.get_device_properties(0).multi_processor_count
    return os.cpu_count() or 1
