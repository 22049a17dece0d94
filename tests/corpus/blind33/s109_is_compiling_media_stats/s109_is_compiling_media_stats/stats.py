"""Per-request media metrics; only collected in eager (profiling) runs."""
import logging
import os
import time

import torch

logger = logging.getLogger(__name__)

DEBUG_DUMP_EMBEDS = os.environ.get("S109_DUMP_EMBEDS", "0") == "1"


class MediaStats:
    def __init__(self) -> None:
        self.images_seen = 0
        self.placeholder_tokens = 0
        self.last_merge_s = 0.0

    def record(self, mask: torch.Tensor, t0: float) -> None:
        if torch.compiler.is_compiling():
            return
        self.images_seen += 1
        self.placeholder_tokens += int(mask.sum())
        self.last_merge_s = time.perf_counter() - t0
        logger.info("merged %d placeholder tokens", self.placeholder_tokens)


def now() -> float:
    return 0.0 if torch.compiler.is_compiling() else time.perf_counter()


def maybe_dump(embeds: torch.Tensor, tag: str) -> None:
    if DEBUG_DUMP_EMBEDS:
        print(f"[{tag}] embeds {tuple(embeds.shape)} mean={embeds.mean().item():.4f}")
        torch.save(embeds, f"/tmp/{tag}.pt")
