import json
import logging
import os
import time
from typing import Optional

import torch

logger = logging.getLogger(__name__)


class MambaStateRecorder:
    """Dumps per-request SSM state norms for offline numerics debugging."""

    def __init__(self, dump_dir: Optional[str] = None):
        self.dump_dir = dump_dir
        self.enabled = dump_dir is not None and os.path.isdir(dump_dir)
        self.step = 0
        if dump_dir is not None and not self.enabled:
            logger.info("state dump dir %s does not exist; recorder disabled", dump_dir)

    def update_state(self, layer_id: int, indices: torch.Tensor, conv_state: torch.Tensor, ssm_state: torch.Tensor):
        self.step += 1
        if not self.enabled:
            return
        record = {
            "ts": time.time(),
            "layer": layer_id,
            "slots": indices.tolist(),
            "ssm_norm": ssm_state.flatten(1).norm(dim=-1).tolist(),
            "conv_norm": conv_state.flatten(1).norm(dim=-1).tolist(),
        }
        with open(os.path.join(self.dump_dir, f"layer{layer_id}.jsonl"), "a") as f:
            f.write(json.dumps(record) + "\n")
