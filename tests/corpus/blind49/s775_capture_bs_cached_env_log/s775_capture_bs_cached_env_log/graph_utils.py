import functools
import logging
from typing import List

from .environ import envs

logger = logging.getLogger(__name__)


@functools.lru_cache(maxsize=1)
def get_capture_bs_list() -> List[int]:
    explicit = envs.SGLANG_CUDA_GRAPH_BS.get()
    max_bs = envs.SGLANG_CUDA_GRAPH_MAX_BS.get()
    if explicit:
        capture_bs = sorted(set(explicit))
    else:
        capture_bs = [1, 2, 4, 8] + [i * 8 for i in range(2, max_bs // 8 + 1)]
    capture_bs = [bs for bs in capture_bs if bs <= max_bs]
    logger.info("Capture cuda graph bs %s", capture_bs)
    return capture_bs


def get_padded_bs(raw_bs: int) -> int:
    if envs.SGLANG_DISABLE_CUDA_GRAPH_PADDING.get():
        return raw_bs
    for bs in get_capture_bs_list():
        if bs >= raw_bs:
            return bs
    return raw_bs
