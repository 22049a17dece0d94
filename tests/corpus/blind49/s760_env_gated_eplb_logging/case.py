import torch

from s760_env_gated_eplb_logging.model import Glm4MoeModel

ENTRY = "s760_env_gated_eplb_logging.model:Glm4MoeModel.forward"


def inputs():
    torch.manual_seed(0)
    return (Glm4MoeModel(), torch.randn(4, 8))
