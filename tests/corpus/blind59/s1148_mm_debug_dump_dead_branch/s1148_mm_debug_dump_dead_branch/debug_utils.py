import json
import os
import subprocess
import time

import torch

from . import envs


def dump_merged_embeddings(input_ids: torch.Tensor, inputs_embeds: torch.Tensor, tag: str) -> None:
    dump_dir = envs.S1148_MM_DUMP_DIR
    os.makedirs(dump_dir, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = os.path.join(dump_dir, f"{tag}-{stamp}.pt")
    torch.save({"input_ids": input_ids.cpu(), "inputs_embeds": inputs_embeds.cpu()}, path)
    with open(path + ".json", "w") as f:
        json.dump({"num_tokens": int(input_ids.numel()), "tag": tag}, f)


def probe_ffmpeg_version() -> str:
    out = subprocess.run(["ffmpeg", "-version"], capture_output=True, text=True, check=False)
    return out.stdout.splitlines()[0] if out.stdout else "unknown"
