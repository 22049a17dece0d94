import torch

from s1225_shared_expert_router_dump.deepseek_v2 import DeepseekV2Config, DeepseekV2MoE
from s1225_shared_expert_router_dump.global_config import update_global_server_args

ENTRY = "s1225_shared_expert_router_dump.deepseek_v2:DeepseekV2MoE.forward"


def inputs():
    update_global_server_args(debug_tensor_dump_output_folder="/tmp/sglang_dump")
    return (DeepseekV2MoE(DeepseekV2Config()), torch.randn(4, 8))
