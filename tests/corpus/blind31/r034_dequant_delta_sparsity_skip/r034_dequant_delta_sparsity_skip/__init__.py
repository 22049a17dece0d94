"""Linear layer with an int8-quantized weight delta applied on the fly."""
