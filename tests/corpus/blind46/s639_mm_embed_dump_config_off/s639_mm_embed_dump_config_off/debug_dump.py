import os
import time

import torch


def dump_merged_embeddings(dump_dir: str, request_tag: str, embeds: torch.Tensor, mask: torch.Tensor) -> str:
    os.makedirs(dump_dir, exist_ok=True)
    path = os.path.join(dump_dir, f"{request_tag}_{time.time_ns()}.pt")
    torch.save({"embeds": embeds.detach().cpu(), "mask": mask.cpu()}, path)
    return path
