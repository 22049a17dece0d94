import functools
import importlib.metadata
import re

import torch


@functools.lru_cache(None)
def _installed_version(pkg):
    try:
        return importlib.metadata.version(pkg)
    except importlib.metadata.PackageNotFoundError:
        return "0.0"


def _as_tuple(version):
    return tuple(int(p) for p in re.findall(r"\d+", version)[:2])


def is_torch_greater_or_equal(version):
    return _as_tuple(_installed_version("torch")) >= _as_tuple(version)


def is_torchdynamo_compiling():
    try:
        return torch.compiler.is_compiling()
    except AttributeError:
        import torch._dynamo as dynamo

        return dynamo.is_compiling()
