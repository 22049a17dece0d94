import functools
import logging
import os

import torch

logger = logging.getLogger(__name__)


def get_bool_env_var(name: str, default: str = "false") -> bool:
    value = os.getenv(name, default)
    return value.strip().lower() in ("1", "true", "yes", "on")


class Envs:
    SGLANG_ROPE_DEBUG_DUMP = get_bool_env_var("SGLANG_ROPE_DEBUG_DUMP")
    SGLANG_USE_CPU_ROPE_KERNEL = get_bool_env_var("SGLANG_USE_CPU_ROPE_KERNEL", "true")
    SGLANG_DUMP_DIR = os.getenv("SGLANG_DUMP_DIR", "/tmp/sglang_dump")


envs = Envs()


@functools.cache
def cpu_has_amx_support() -> bool:
    try:
        with open("/proc/cpuinfo") as f:
            flags = f.read()
    except OSError:
        return False
    return "amx_tile" in flags and "amx_bf16" in flags


@functools.cache
def is_cpu_only() -> bool:
    if torch.cuda.is_available():
        return False
    return not (hasattr(torch, "xpu") and torch.xpu.is_available())


@functools.cache
def has_sgl_cpu_kernels() -> bool:
    has = hasattr(torch.ops, "sgl_kernel") and hasattr(torch.ops.sgl_kernel, "rotary_embedding_cpu")
    if not has:
        logger.info("sgl_kernel CPU ops not found, using native rotary embedding")
    return has
