import functools
import importlib
import logging
import os
from dataclasses import dataclass, field
from typing import List

logger = logging.getLogger(__name__)

JIT_PACKAGE = os.environ.get("FLASHINFER_JIT_PACKAGE", "flashinfer_jit_ops")


@dataclass(frozen=True)
class JitSpec:
    name: str
    sources: tuple = ()
    extra_cflags: tuple = ()
    needs_device_linking: bool = False

    @property
    def module_name(self) -> str:
        return f"{JIT_PACKAGE}.{self.name}"


@functools.cache
def load_jit_module(spec: JitSpec):
    try:
        return importlib.import_module(spec.module_name)
    except ImportError:
        logger.info("prebuilt %s not found, using reference kernels", spec.module_name)
        from . import reference_kernels

        return reference_kernels


@dataclass
class KernelOp:
    """Callable handle to one function of a lazily loaded kernel module."""

    spec: JitSpec
    func_name: str
    aliases: List[str] = field(default_factory=list)

    def __call__(self, *args, **kwargs):
        module = load_jit_module(self.spec)
        fn = getattr(module, self.func_name)
        return fn(*args, **kwargs)


def gen_norm_module() -> JitSpec:
    return JitSpec(name="norm", sources=("norm.cu", "flashinfer_norm_binding.cu"))
