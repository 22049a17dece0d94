import importlib.util


def is_torch_available() -> bool:
    return importlib.util.find_spec("torch") is not None


def is_torchdynamo_compiling() -> bool:
    """True while dynamo traces the caller (checks that only make sense eagerly are skipped)."""
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
