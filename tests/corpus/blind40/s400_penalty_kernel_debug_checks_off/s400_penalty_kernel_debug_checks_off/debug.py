import logging
import time

import torch

logger = logging.getLogger(__name__)


class LogitsSanityChecker:
    """Eager-mode diagnostics for penalty kernels (enabled with a debug env flag)."""

    def __init__(self):
        self.num_checks = 0
        self.last_check = time.monotonic()

    def check(self, tag: str, logits: torch.Tensor) -> None:
        self.num_checks += 1
        if torch.isnan(logits).any().item():
            bad_rows = torch.isnan(logits).any(dim=-1).nonzero().flatten().tolist()
            logger.error("%s: NaN logits in rows %s", tag, bad_rows)
            raise FloatingPointError(f"NaN logits after {tag}")
        self.last_check = time.monotonic()


def log_penalized_tokens(counts: torch.Tensor) -> None:
    for row, tokens in enumerate((counts > 0).nonzero().tolist()):
        logger.info("request %d penalized token %s", row, tokens)
