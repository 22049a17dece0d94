import torch
from torch._subclasses.fake_tensor import FakeTensor


def _is_dynamo() -> bool:
    return torch.compiler.is_compiling()


def is_fake(t) -> bool:
    return isinstance(t, FakeTensor)


def _under_trace(t=None) -> bool:
    return _is_dynamo() or torch.jit.is_tracing() or (t is not None and is_fake(t))
