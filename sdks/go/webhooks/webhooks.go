// Package webhooks verifies the signatures of the service's webhook deliveries. It is written by
// hand; the generator never writes into this folder.
//
// Every delivery carries two HMAC-SHA256 signatures keyed by the UTF-8 bytes of the whole webhook
// secret, "whsec_" included:
//
//   - webhook-signature: "v1,<base64 HMAC of "{webhook-id}.{webhook-timestamp}.{raw body}">"
//     (Standard Webhooks; the header may hold several space-separated signatures);
//   - X-Service-Signature: "sha256=<hex HMAC of the raw body>".
//
// The first binds the delivery id and the time to the body, so it is required and its timestamp
// must lie within the tolerance of the receiver's clock (replays are refused). The second adds
// nothing to it but is checked when present, so a delivery whose two signatures disagree is
// refused.
package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// DefaultTolerance is the largest accepted distance between webhook-timestamp and the receiver's
// clock when Options.Tolerance is zero.
const DefaultTolerance = 300 * time.Second

// ErrorCode says why a delivery was refused.
type ErrorCode string

const (
	MissingHeader           ErrorCode = "MISSING_HEADER"
	InvalidTimestamp        ErrorCode = "INVALID_TIMESTAMP"
	TimestampOutOfTolerance ErrorCode = "TIMESTAMP_OUT_OF_TOLERANCE"
	SignatureMismatch       ErrorCode = "SIGNATURE_MISMATCH"
)

// VerificationError is the error of a refused delivery.
type VerificationError struct {
	Code    ErrorCode
	Message string
}

func (e *VerificationError) Error() string { return e.Message }

// Options of Verify.
type Options struct {
	// Secrets: the webhook's secret, or several during a rotation (any one may match).
	Secrets []string
	// Tolerance: largest accepted distance between webhook-timestamp and Now; DefaultTolerance when zero.
	Tolerance time.Duration
	// Now: the receiver's clock; the current time when zero.
	Now time.Time
}

// Verified describes a delivery whose signatures matched. Unmarshal the body into
// memoryintelligence.WebhookEvent (main surface) for a typed event.
type Verified struct {
	// ID is webhook-id: the delivery id, the same on every attempt (drop repeats by it).
	ID string
	// Timestamp is webhook-timestamp: when this attempt was signed.
	Timestamp time.Time
}

var (
	timestampPattern     = regexp.MustCompile(`^\d{1,15}$`)
	bodySignaturePattern = regexp.MustCompile(`^sha256=([0-9a-f]{64})$`)
)

// Verify checks one delivery. body must be the raw request body exactly as received, read before
// any JSON parsing. A refused delivery answers a *VerificationError.
func Verify(body []byte, header http.Header, opts Options) (*Verified, error) {
	id, err := required(header, "webhook-id")
	if err != nil {
		return nil, err
	}
	timestampText, err := required(header, "webhook-timestamp")
	if err != nil {
		return nil, err
	}
	signatureHeader, err := required(header, "webhook-signature")
	if err != nil {
		return nil, err
	}
	if !timestampPattern.MatchString(timestampText) {
		return nil, &VerificationError{InvalidTimestamp, fmt.Sprintf("The webhook-timestamp header %q is not a time in epoch seconds.", timestampText)}
	}
	timestamp, _ := strconv.ParseInt(timestampText, 10, 64)
	tolerance := opts.Tolerance
	if tolerance == 0 {
		tolerance = DefaultTolerance
	}
	now := opts.Now
	if now.IsZero() {
		now = time.Now()
	}
	distance := now.Unix() - timestamp
	if distance < 0 {
		distance = -distance
	}
	if distance > int64(tolerance/time.Second) {
		return nil, &VerificationError{TimestampOutOfTolerance, fmt.Sprintf(
			"The delivery was signed at %d, more than %d s from this receiver's clock (%d); refuse it as a possible replay, or check the clock.",
			timestamp, int64(tolerance/time.Second), now.Unix())}
	}

	var candidates [][]byte
	for _, entry := range strings.Split(signatureHeader, " ") {
		encoded, ok := strings.CutPrefix(entry, "v1,")
		if !ok {
			continue
		}
		if signature, err := base64.StdEncoding.Strict().DecodeString(encoded); err == nil {
			candidates = append(candidates, signature)
		}
	}
	signedContent := append([]byte(id+"."+timestampText+"."), body...)

	var matchedKey []byte
	for _, secret := range opts.Secrets {
		key := []byte(secret)
		expected := sign(key, signedContent)
		// Every candidate is compared, matching or not, so the time taken does not tell which matched.
		matched := false
		for _, candidate := range candidates {
			if hmac.Equal(expected, candidate) {
				matched = true
			}
		}
		if matched {
			matchedKey = key
			break
		}
	}
	if matchedKey == nil {
		return nil, &VerificationError{SignatureMismatch, "No webhook-signature matches the body with the given secret; check that the secret is the webhook's and that the body is the raw one."}
	}

	if bodySignature, present := lookup(header, "x-service-signature"); present {
		match := bodySignaturePattern.FindStringSubmatch(bodySignature)
		var given []byte
		if match != nil {
			given, _ = hex.DecodeString(match[1])
		}
		if match == nil || !hmac.Equal(sign(matchedKey, body), given) {
			return nil, &VerificationError{SignatureMismatch, "The X-Service-Signature header does not match the body; the delivery was altered."}
		}
	}
	return &Verified{ID: id, Timestamp: time.Unix(timestamp, 0).UTC()}, nil
}

func sign(key, data []byte) []byte {
	mac := hmac.New(sha256.New, key)
	mac.Write(data)
	return mac.Sum(nil)
}

// lookup finds a header whatever the letter case of its name, also in a header map that was
// filled without canonical names; several lines of one header are joined with spaces.
func lookup(header http.Header, name string) (string, bool) {
	if values, ok := header[http.CanonicalHeaderKey(name)]; ok && len(values) > 0 {
		return strings.Join(values, " "), true
	}
	for key, values := range header {
		if strings.EqualFold(key, name) && len(values) > 0 {
			return strings.Join(values, " "), true
		}
	}
	return "", false
}

func required(header http.Header, name string) (string, error) {
	value, ok := lookup(header, name)
	if !ok || value == "" {
		return "", &VerificationError{MissingHeader, fmt.Sprintf("The delivery has no %s header; it was not sent by the service, or a proxy removed it.", name)}
	}
	return value, nil
}
