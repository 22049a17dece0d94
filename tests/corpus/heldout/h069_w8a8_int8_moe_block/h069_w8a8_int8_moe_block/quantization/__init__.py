from .w8a8_int8 import W8A8Int8Config

QUANTIZATION_METHODS = {"w8a8_int8": W8A8Int8Config}


def get_quantization_config(name: str):
    return QUANTIZATION_METHODS[name]
