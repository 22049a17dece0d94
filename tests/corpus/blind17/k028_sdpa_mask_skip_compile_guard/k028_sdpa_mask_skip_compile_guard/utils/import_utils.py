"""Environment probes (transformers-style)."""
import importlib.util

_torch_available = importlib.util.find_spec("torch") is not None


def is_torch_available():
    return _torch_available


def is_torchdynamo_compiling():
    if not is_torch_available():
        return False
    try:
        import torch

        return torch.compiler.is_compiling()
    except Exception:
        try:
            import torch._dynamo as dynamo  # noqa: F401

            return dynamo.is_compiling()
        except Exception:
            return False


def is_torch_fx_proxy(x):
    try:
        import torch.fx

        return isinstance(x, torch.fx.Proxy)
    except Exception:
        return False
