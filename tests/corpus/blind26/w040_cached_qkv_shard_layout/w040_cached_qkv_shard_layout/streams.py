import contextlib

import torch.distributed as dist


@contextlib.contextmanager
def comm_overlap(enabled: bool):
    """On multi-rank runs this switches to the comm stream; a no-op on one process."""
    if enabled and dist.is_available() and dist.is_initialized():
        raise NotImplementedError("stream switching lives in the CUDA build")
    yield


def tp_world_size() -> int:
    if dist.is_available() and dist.is_initialized():
        return dist.get_world_size()
    return 1
