from .mixed import MixedPrecisionInt8Linear
