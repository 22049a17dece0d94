import logging
import os
import time

import torch

logger = logging.getLogger(__name__)

_dump_counter: dict[str, int] = {}


def dump_kv_layer(dump_dir: str, layer_name: str, kv_layer: torch.Tensor,
                  every: int) -> None:
    count = _dump_counter.get(layer_name, 0) + 1
    _dump_counter[layer_name] = count
    if count % every != 0:
        return
    os.makedirs(dump_dir, exist_ok=True)
    path = os.path.join(dump_dir, f"{layer_name}.{int(time.time())}.pt")
    torch.save(kv_layer.detach().cpu(), path)
    logger.info("Dumped KV layer %s to %s", layer_name, path)
