from .import_utils import is_torch_fx_proxy, is_torchdynamo_compiling

__all__ = ["is_torch_fx_proxy", "is_torchdynamo_compiling"]
