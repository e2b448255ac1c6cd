// The webhook helper against the shared vectors (sdks/testdata/webhook-signatures.json), whose
// headers the service's own signer produced: every case the TypeScript and Python helpers run too.
package webhooks_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/memory-intelligence/memory-intelligence-service/sdks/go/webhooks"
)

type vector struct {
	Name       string            `json:"name"`
	Secret     string            `json:"secret"`
	DeliveryID string            `json:"delivery_id"`
	Timestamp  int64             `json:"timestamp"`
	Body       string            `json:"body"`
	Headers    map[string]string `json:"headers"`
}

type testCase struct {
	Name      string             `json:"name"`
	Vector    int                `json:"vector"`
	NowOffset int64              `json:"now_offset"`
	Secrets   []string           `json:"secrets"`
	Body      *string            `json:"body"`
	Headers   map[string]*string `json:"headers"`
	Expect    string             `json:"expect"`
}

type vectorFile struct {
	ToleranceSeconds int64      `json:"tolerance_seconds"`
	Vectors          []vector   `json:"vectors"`
	Cases            []testCase `json:"cases"`
}

func load(t *testing.T) vectorFile {
	t.Helper()
	raw, err := os.ReadFile("../../testdata/webhook-signatures.json")
	if err != nil {
		t.Fatal(err)
	}
	var file vectorFile
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	return file
}

func outcome(err error) string {
	if err == nil {
		return "ok"
	}
	var refused *webhooks.VerificationError
	if errors.As(err, &refused) {
		return string(refused.Code)
	}
	return "unexpected error: " + err.Error()
}

func TestSharedCases(t *testing.T) {
	file := load(t)
	seen := map[string]bool{}
	for _, c := range file.Cases {
		seen[c.Expect] = true
		t.Run(c.Name, func(t *testing.T) {
			v := file.Vectors[c.Vector]
			header := http.Header{}
			for name, value := range v.Headers {
				header.Set(name, value)
			}
			// removals first, then the headers set: a map has no order, and a name removed in one
			// letter case may be set again in another (http.Header folds them into one)
			for name, value := range c.Headers {
				if value == nil {
					header.Del(name)
				}
			}
			for name, value := range c.Headers {
				if value != nil {
					header.Set(name, *value)
				}
			}
			body := v.Body
			if c.Body != nil {
				body = *c.Body
			}
			secrets := c.Secrets
			if secrets == nil {
				secrets = []string{v.Secret}
			}
			_, err := webhooks.Verify([]byte(body), header, webhooks.Options{
				Secrets:   secrets,
				Tolerance: time.Duration(file.ToleranceSeconds) * time.Second,
				Now:       time.Unix(v.Timestamp+c.NowOffset, 0),
			})
			if got := outcome(err); got != c.Expect {
				t.Fatalf("got %s, want %s", got, c.Expect)
			}
		})
	}
	for _, want := range []string{"ok", "TIMESTAMP_OUT_OF_TOLERANCE", "SIGNATURE_MISMATCH", "MISSING_HEADER", "INVALID_TIMESTAMP"} {
		if !seen[want] {
			t.Errorf("no case expects %s", want)
		}
	}
}

func TestAnswersIDAndTimeWithNonCanonicalHeaderNames(t *testing.T) {
	for _, v := range load(t).Vectors {
		// A map filled by hand, names as sent (lower case), not through Header.Set.
		header := http.Header{}
		for name, value := range v.Headers {
			header[strings.ToLower(name)] = []string{value}
		}
		at := time.Unix(v.Timestamp, 0)
		verified, err := webhooks.Verify([]byte(v.Body), header, webhooks.Options{Secrets: []string{v.Secret}, Now: at})
		if err != nil {
			t.Fatalf("%s: %v", v.Name, err)
		}
		if verified.ID != v.DeliveryID || !verified.Timestamp.Equal(at) {
			t.Fatalf("%s: got %+v", v.Name, verified)
		}
	}
}

func TestDefaultToleranceIs300Seconds(t *testing.T) {
	v := load(t).Vectors[0]
	header := http.Header{}
	for name, value := range v.Headers {
		header.Set(name, value)
	}
	verify := func(offset int64) error {
		_, err := webhooks.Verify([]byte(v.Body), header, webhooks.Options{Secrets: []string{v.Secret}, Now: time.Unix(v.Timestamp+offset, 0)})
		return err
	}
	if err := verify(300); err != nil {
		t.Fatalf("at 300 s: %v", err)
	}
	if got := outcome(verify(301)); got != "TIMESTAMP_OUT_OF_TOLERANCE" {
		t.Fatalf("at 301 s: got %s", got)
	}
}
