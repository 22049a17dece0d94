import torch


def is_torchdynamo_compiling() -> bool:
    try:
        return torch.compiler.is_compiling()
    except AttributeError:  # very old torch
        import torch._dynamo as dynamo

        return dynamo.is_compiling()


def is_tracing(tensor=None) -> bool:
    """Whether ``tensor`` is symbolic (fx proxy, jit trace) or dynamo is capturing the caller."""
    _is_tracing = is_torchdynamo_compiling() or torch.jit.is_tracing()
    if tensor is not None:
        _is_tracing |= isinstance(tensor, torch.fx.Proxy)
    return _is_tracing
