from .registry import DEVICE_NAME, GemmConfigProvider, register_config_provider, warn_once


@register_config_provider("w8a8_block_fp8_matmul")
class BlockFp8ConfigProvider(GemmConfigProvider):
    TUNED = {
        "NVIDIA_H100_80GB_HBM3": {
            (1536, 7168): {1: {"BLOCK_SIZE_M": 16, "GROUP_SIZE_M": 1}, 64: {"BLOCK_SIZE_M": 64, "GROUP_SIZE_M": 32}},
            (7168, 2048): {1: {"BLOCK_SIZE_M": 16, "GROUP_SIZE_M": 1}, 64: {"BLOCK_SIZE_M": 64, "GROUP_SIZE_M": 16}},
        },
        "NVIDIA_A100-SXM4-80GB": {
            (1536, 7168): {1: {"BLOCK_SIZE_M": 16, "GROUP_SIZE_M": 1}},
        },
    }

    def default_config(self, M: int, N: int, K: int) -> dict:
        warn_once(
            ("w8a8_block_fp8", N, K),
            "Using default W8A8 Block FP8 kernel config for N=%d K=%d on %s. Performance might be sub-optimal!",
            N, K, DEVICE_NAME,
        )
        return {"BLOCK_SIZE_M": 64, "GROUP_SIZE_M": 32}


@register_config_provider("w8a8_channel_int8_matmul")
class ChannelInt8ConfigProvider(GemmConfigProvider):
    def default_config(self, M: int, N: int, K: int) -> dict:
        return {"BLOCK_SIZE_M": 32, "GROUP_SIZE_M": 8}
