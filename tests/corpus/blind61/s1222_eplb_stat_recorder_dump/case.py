import torch

from s1222_eplb_stat_recorder_dump.model_runner import ModelRunner
from s1222_eplb_stat_recorder_dump.server_args import ServerArgs

ENTRY = "s1222_eplb_stat_recorder_dump.model_runner:ModelRunner.forward_decode"


def inputs():
    server_args = ServerArgs(enable_eplb=True, expert_distribution_recorder_mode="stat")
    return (ModelRunner(server_args), torch.randn(4, 8))
