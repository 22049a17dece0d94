import os

import torch

DUMP_DIR = os.environ.get("CORPUS_DUMP_DIR", "/tmp")


class TensorDumper:
    def __init__(self):
        self.step = 0

    def dump(self, name: str, t: torch.Tensor) -> None:
        torch.save(t.detach(), os.path.join(DUMP_DIR, f"{name}_{self.step}.pt"))
        self.step += 1
