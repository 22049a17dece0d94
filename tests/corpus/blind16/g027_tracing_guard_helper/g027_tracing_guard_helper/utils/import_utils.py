def is_torchdynamo_compiling() -> bool:
    try:
        import torch

        return torch.compiler.is_compiling()
    except Exception:
        return False


def is_torch_fx_proxy(x) -> bool:
    try:
        import torch.fx

        return isinstance(x, torch.fx.Proxy)
    except Exception:
        return False


def is_jit_tracing() -> bool:
    try:
        import torch

        return torch.jit.is_tracing()
    except Exception:
        return False


def is_tracing(tensor=None) -> bool:
    """True under any tracer (dynamo, torch.jit, fx) so value-dependent checks can be skipped."""
    _is_tracing = is_torchdynamo_compiling() or is_jit_tracing()
    if tensor is not None:
        _is_tracing |= is_torch_fx_proxy(tensor)
    return _is_tracing
