import torch

from u013_yarn_rope_init_time.model import QwenishConfig, QwenishModel

ENTRY = "u013_yarn_rope_init_time.model:prefill"


def inputs():
    torch.manual_seed(0)
    model = QwenishModel(QwenishConfig()).eval()
    return (model, torch.randint(0, 90, (2, 8)), torch.arange(8).unsqueeze(0).expand(2, -1))
