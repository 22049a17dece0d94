"""Host / toolchain probing used to pick the SSD chunk plan."""
import logging
import os
import shutil
import time
from dataclasses import dataclass

logger = logging.getLogger(__name__)

_DEFAULT_CHUNK = 4


@dataclass(frozen=True)
class ChunkPlan:
    chunk_size: int
    use_fused_kernel: bool
    num_threads: int


def detect_chunk_plan() -> ChunkPlan:
    t0 = time.perf_counter()
    env_chunk = os.environ.get("SSM_CHUNK_SIZE")
    chunk = int(env_chunk) if env_chunk else _DEFAULT_CHUNK
    has_nvcc = shutil.which("nvcc") is not None
    threads = os.cpu_count() or 1
    plan = ChunkPlan(chunk_size=chunk, use_fused_kernel=False, num_threads=threads)
    logger.info("SSD chunk plan %s (nvcc=%s) in %.1f ms", plan, has_nvcc,
                1e3 * (time.perf_counter() - t0))
    return plan
