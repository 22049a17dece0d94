import json
import logging
import os
import time

import torch

logger = logging.getLogger(__name__)


def dump_nonfinite_logits(logits: torch.Tensor, dump_dir: str) -> None:
    bad_rows = torch.nonzero(~torch.isfinite(logits).all(dim=-1)).flatten().tolist()
    if not bad_rows:
        return
    path = os.path.join(dump_dir, f"nonfinite_{os.getpid()}_{time.time_ns()}.json")
    with open(path, "w") as f:
        json.dump({"rows": bad_rows}, f)
    logger.warning("non-finite logits in rows %s, dumped to %s", bad_rows, path)
