"""Slow forward-pass validation enabled by --enable-nan-detection."""
import logging
import os
import time

import torch

logger = logging.getLogger(__name__)


class ForwardNumericsValidator:
    def __init__(self, dump_dir=None):
        self.dump_dir = dump_dir
        self.num_failures = 0

    def _dump(self, name: str, tensor: torch.Tensor) -> None:
        if not self.dump_dir:
            return
        os.makedirs(self.dump_dir, exist_ok=True)
        path = os.path.join(self.dump_dir, f"{name}_{int(time.time() * 1000)}.pt")
        torch.save(tensor.detach().cpu(), path)
        logger.warning("dumped %s to %s", name, path)

    def validate(self, name: str, tensor: torch.Tensor) -> None:
        t0 = time.perf_counter()
        nan_rows = torch.isnan(tensor).any(dim=-1).nonzero().flatten().tolist()
        inf_rows = torch.isinf(tensor).any(dim=-1).nonzero().flatten().tolist()
        if nan_rows or inf_rows:
            self.num_failures += 1
            logger.error("%s: NaN rows %s, inf rows %s", name, nan_rows, inf_rows)
            self._dump(name, tensor)
        logger.debug("validated %s in %.3f ms", name, (time.perf_counter() - t0) * 1e3)
