import importlib.util
import os

_torch_available = importlib.util.find_spec("torch") is not None


def is_torch_greater_or_equal(version: str) -> bool:
    if not _torch_available:
        return False
    import torch
    from packaging import version as pv

    return pv.parse(pv.parse(torch.__version__).base_version) >= pv.parse(version)


def is_torchdynamo_compiling() -> bool:
    if not _torch_available:
        return False
    try:
        import torch

        return torch.compiler.is_compiling()
    except Exception:
        try:
            import torch._dynamo as dynamo

            return dynamo.is_compiling()
        except Exception:
            return False


USE_TORCH_SDPA = os.environ.get("USE_TORCH_SDPA", "1").upper() in ("1", "TRUE", "ON")
